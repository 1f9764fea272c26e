import { AdminGate } from './AdminPage';
import { BulkUpload } from './BulkUpload';

/** /admin/bulk-upload: its own lazily loaded chunk (with tus-js-client), behind the admin login. */
export default function BulkUploadPage() {
  return (
    <AdminGate>
      <BulkUpload />
    </AdminGate>
  );
}
