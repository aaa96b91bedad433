include(":app")
rootProject.name = "Notes"
