package com.acme.mixed

import android.widget.TextView
import org.junit.Test

object FakeCartStore {
    var items = mutableListOf<String>()
}

class CartTest {
    @Test
    fun showsTheTitle() {
        val view = TextView(null)
        view.setText("Shopping cart")
        FakeCartStore.items += "apple"
    }
}
