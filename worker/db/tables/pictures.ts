/** Row types of migrations/0006 (member pictures), kept by hand next to the SQL they mirror. */
export interface MemberPicturesTable {
  name: string;
  user_id: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  created_at: number;
}

export interface PicturesTables {
  member_pictures: MemberPicturesTable;
}
