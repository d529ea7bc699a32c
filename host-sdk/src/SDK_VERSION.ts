/** The version of this package, sent to the modal in the `ready()` answer. A test pins it to package.json. */
export const SDK_VERSION = '0.1.0'
