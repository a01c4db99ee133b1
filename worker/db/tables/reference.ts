/** Row types of the reference-data migration; owned by the reference domain. */
export interface ReferenceTables {}
