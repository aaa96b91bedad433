plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.acme.notes"
    compileSdk = 36
    defaultConfig {
        applicationId = "com.acme.notes"
        minSdk = 24
        targetSdk = 36
        versionCode = 3
        versionName = "1.2.0"
    }
    buildTypes {
        release {
            isMinifyEnabled = true
        }
    }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.kotlinx.coroutines.android)
    implementation(libs.okhttp)
}
