package com.acme.designsystem

import androidx.compose.ui.tooling.preview.Preview

/** Previews a composable on a phone and a tablet. */
@Preview(name = "phone", device = "spec:width=411dp,height=891dp")
@Preview(name = "tablet", device = "spec:width=1280dp,height=800dp")
annotation class DevicePreviews
