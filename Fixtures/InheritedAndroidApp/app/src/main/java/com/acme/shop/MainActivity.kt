package com.acme.shop

import android.os.Bundle
import android.view.Menu
import androidx.appcompat.app.AppCompatActivity
import com.acme.shop.databinding.ActivityMainBinding

// "A string in a comment is not a string": setText("Not a finding"), R.string.promo_banner
class MainActivity : AppCompatActivity() {
    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.title.text = getString(R.string.welcome)
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.menu_main, menu)
        return true
    }
}
