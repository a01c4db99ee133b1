/** Row types of the pictures domain's migration; owned by that domain. */
export interface PicturesTables {}
