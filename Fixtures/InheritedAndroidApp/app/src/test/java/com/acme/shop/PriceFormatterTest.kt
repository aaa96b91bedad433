package com.acme.shop

import org.junit.Assert.assertEquals
import org.junit.Test

class PriceFormatterTest {
    @Test
    fun labelIsUsedOnlyHere() {
        assertEquals(R.string.test_only_label, R.string.test_only_label)
    }
}
