package com.acme.shop;

import android.app.Activity;
import android.os.Bundle;

public class ProductDetailActivity extends Activity {
    /* Old code kept around: setContentView(R.layout.activity_legacy_promo); */
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.productdetail);
    }
}
