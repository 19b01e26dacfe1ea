/**
 * LMS import service (issue #6): connectors for Canvas and Blackboard, the Common Cartridge
 * reader/writer, and the types they share. Routes import from here.
 */
import { BlackboardConnector } from "./blackboard.ts";
import { CanvasConnector } from "./canvas.ts";
import type { LmsConnector, LmsConnectorOptions, LmsType } from "./types.ts";

export * from "./types.ts";
export { CanvasConnector } from "./canvas.ts";
export { BlackboardConnector } from "./blackboard.ts";
export { assertPublicBaseUrl, isBlockedAddress } from "./ssrf-guard.ts";
export { importCommonCartridge, exportCommonCartridge, CartridgeError } from "./common-cartridge/index.ts";

/**
 * The connector for an LMS type (SPEC §5: canvas or blackboard).
 * @param options - base URL, token, and `allowPrivateHosts` from LMS_ALLOW_PRIVATE_HOSTS
 * @throws LmsError `blocked_address` (400) when the base URL is not http(s)
 */
export function createLmsConnector(lmsType: LmsType, options: LmsConnectorOptions): LmsConnector {
  return lmsType === "canvas" ? new CanvasConnector(options) : new BlackboardConnector(options);
}
