package com.acme.mixed

import androidx.test.platform.app.InstrumentationRegistry
import org.junit.Test

class ResourceLookupTest {
    @Test
    fun looksUpByName() {
        val context = InstrumentationRegistry.getInstrumentation().targetContext
        val id = context.resources.getIdentifier("greeting_" + 1, "string", context.packageName)
        check(id >= 0)
    }
}
