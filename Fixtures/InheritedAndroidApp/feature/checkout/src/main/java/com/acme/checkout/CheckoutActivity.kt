package com.acme.checkout

import android.app.Activity
import android.os.Bundle

class CheckoutActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.checkout)
    }
}
