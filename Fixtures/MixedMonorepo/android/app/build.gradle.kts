plugins {
    alias(libs.plugins.acme.android.application)
}

android {
    namespace = "com.acme.mixed"
    compileSdk = 36
    defaultConfig {
        applicationId = "com.acme.mixed"
        minSdk = 24
        targetSdk = 36
        versionCode = 7
        versionName = "2.1.0"
    }
    buildTypes {
        release {
            isMinifyEnabled = true
        }
    }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(project(":core:designsystem"))
    testImplementation(project(":core:testing"))
    testImplementation(libs.junit)
}
