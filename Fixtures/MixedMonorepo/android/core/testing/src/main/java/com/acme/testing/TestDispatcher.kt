package com.acme.testing

object TestDispatcherRule {
    var overridden = false
}
