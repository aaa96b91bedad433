pluginManagement { includeBuild("build-logic") }
rootProject.name = "mixed"
include(":app", ":core:designsystem", ":core:testing")
