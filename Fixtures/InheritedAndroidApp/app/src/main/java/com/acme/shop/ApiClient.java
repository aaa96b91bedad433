package com.acme.shop;

import okhttp3.OkHttpClient;

public class ApiClient {
    public static String BASE_URL = "https://api.acme-shop.example/v1/";
    public static final int TIMEOUT_SECONDS = 30;

    private static ApiClient sInstance;
    private final OkHttpClient client = new OkHttpClient();

    private ApiClient() {}

    public static synchronized ApiClient getInstance() {
        if (sInstance == null) {
            sInstance = new ApiClient();
        }
        return sInstance;
    }

    public OkHttpClient client() {
        return client;
    }
}
