package com.acme.checkout;

import java.util.ArrayList;
import java.util.List;

/** Collects checkout events until the next upload. */
public final class CheckoutTracker {
    private static CheckoutTracker instance;
    public static boolean enabled = true;

    private final List<String> events = new ArrayList<>();

    public static CheckoutTracker getInstance() {
        if (instance == null) {
            instance = new CheckoutTracker();
        }
        return instance;
    }

    public void track(String event) {
        if (enabled) {
            events.add(event);
        }
    }
}
