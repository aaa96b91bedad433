plugins {
    id("com.android.application")
}

android {
    buildTypes {
        release {
            isMinifyEnabled = false
        }
    }
}
