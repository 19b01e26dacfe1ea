/** Types for the parts of `@20minutes/s3rver` (CommonJS, no bundled types) the local S3 server uses. */
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0 = a free port. */
    port?: number;
    silent?: boolean;
    /** Folder where buckets and objects are kept. */
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }

  /** A Koa application serving the S3 REST protocol. */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
