package com.acme.mixed

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import com.acme.designsystem.DevicePreviews

@Composable
fun CartScreen() {
    Text(text = stringResource(R.string.greeting))
}

@DevicePreviews
@Composable
private fun CartScreenPreview() {
    Text(text = "Sample cart with 3 items")
}
