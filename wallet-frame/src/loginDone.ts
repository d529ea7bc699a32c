// The page a social login's popup ends on. The visitor's way back is the page that opened it,
// where the modal already saw the login finish: the popup closes itself. A browser that does not
// let a page close itself (one the visitor opened by hand) leaves the text, which says what to do.
window.close()
