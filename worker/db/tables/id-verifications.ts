/** Row types of migrations/0056 (ID verification), kept by hand next to the SQL they mirror. */
export interface IdVerificationsTable {
  id: string;
  user_id: string;
  document_type: 'aadhaar' | 'pan' | 'passport' | 'voterId' | 'drivingLicence';
  document_name: string | null;
  selfie_name: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  confirmed_name: string | null;
  confirmed_dob: string | null;
  decided_by: string | null;
  decided_at: number | null;
  decision_id: string | null;
  documents_deleted_at: number | null;
  created_at: number;
}

export interface IdVerificationsTables {
  id_verifications: IdVerificationsTable;
}
