plugins {
    `kotlin-dsl`
}

gradlePlugin {
    plugins {
        register("androidApplication") {
            id = "acme.android.application"
            implementationClass = "AndroidApplicationConventionPlugin"
        }
    }
}
