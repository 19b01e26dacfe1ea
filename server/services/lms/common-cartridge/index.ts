/** IMS Common Cartridge import (.imscc -> ImportedCourse) and export (course -> .imscc). */
export { importCommonCartridge, type ImportCartridgeOptions } from "./import.ts";
export { exportCommonCartridge, type CartridgeCourseInput } from "./export.ts";
export { CartridgeError, type CartridgeErrorReason } from "./errors.ts";
export { DEFAULT_CARTRIDGE_LIMITS, type CartridgeLimits } from "./zip-reader.ts";
