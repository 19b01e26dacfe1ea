/** IMS Common Cartridge import (.imscc -> ImportedCourse) and export (course -> .imscc). */
export { importCommonCartridge, type CartridgeImport, type ImportCartridgeOptions } from "./import.ts";
export { UNORGANIZED_MODULE_TITLE } from "./unorganized.ts";
export type { ResourceReportEntry } from "./resource-report.ts";
export { exportCommonCartridge, type CartridgeCourseInput } from "./export.ts";
export { CartridgeError, type CartridgeErrorReason } from "./errors.ts";
export { DEFAULT_CARTRIDGE_LIMITS, type CartridgeLimits } from "./zip-reader.ts";
