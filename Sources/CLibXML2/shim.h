#ifndef APPHEALTH_CLIBXML2_SHIM_H
#define APPHEALTH_CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU, whose headers clash with Foundation's bundled ICU
// module. We never touch the ICU converter fields, so hide them from the Swift importer.
#include <libxml/xmlversion.h>
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlreader.h>

// libxml2 prints some XPath evaluation errors through its variadic "generic" error handler,
// which Swift cannot implement; this silent one keeps them off the user's terminal (the
// structured handler still reports them to apphealth). The handler is per thread.
static void apphealth_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void apphealth_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, apphealth_ignore_generic_error);
}
#endif
