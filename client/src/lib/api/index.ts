/** The client's data layer: typed endpoints, the query keys, and the error type (issue #9). */
export { api } from "./endpoints";
export { ApiError, errorMessage, errorStatus } from "./http";
export { invalidateCourseLists, queryKeys } from "./query-keys";
