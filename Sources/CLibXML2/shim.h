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
#endif
