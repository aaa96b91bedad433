package com.acme.notes

import org.junit.Assert.assertEquals
import org.junit.Test

class NoteTest {
    @Test
    fun keepsItsTitle() {
        assertEquals("Groceries", Note("Groceries").title)
    }
}
