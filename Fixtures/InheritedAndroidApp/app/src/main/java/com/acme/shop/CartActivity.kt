package com.acme.shop

import android.os.Bundle
import android.util.Log
import android.widget.TextView
import android.widget.Toast
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity

class CartActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        setTitle("Shopping cart")
        Log.d("CartActivity", "onCreate: setText(\"debug\")")
        findViewById<TextView>(R.id.title).text = getString(R.string.welcome)
    }

    private fun confirmRemove(name: String) {
        AlertDialog.Builder(this)
            .setTitle("Remove $name?")
            .setMessage(R.string.welcome)
            .setPositiveButton("Remove") { _, _ -> removeItem(name) }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    private fun removeItem(name: String) {
        SessionManager.cartCount -= 1
        // Toast.makeText(this, "Removed", Toast.LENGTH_SHORT).show()
        // apphealth:disable:next code.hardcoded-ui-string -- shown to QA only, never in release
        Toast.makeText(this, "DEBUG: removed $name", Toast.LENGTH_SHORT).show()
        Toast.makeText(this, "Item removed from your cart", Toast.LENGTH_SHORT).show()
    }
}
