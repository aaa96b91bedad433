import XCTest

var deviceLanguage = ""
var locale = ""

func setupSnapshot(_ app: XCUIApplication) {
    deviceLanguage = "en"
    locale = "en_US"
}
