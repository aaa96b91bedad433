package com.acme.shop

import android.content.Context

// The original team's "temporary" global session, reached from every screen.
object SessionManager {
    var authToken: String? = null
    var cartCount = 0

    fun isLoggedIn() = authToken != null

    fun logout(context: Context) {
        authToken = null
        context.getSharedPreferences("session", Context.MODE_PRIVATE).edit().clear().apply()
    }
}

var lastOpenedProductId: String? = null

object PriceFormat {
    const val CURRENCY = "USD"
    fun format(cents: Long) = "%.2f".format(cents / 100.0)
}
