// The staff directory's media manifest, written by `npm run content` from the staff portraits.
// One module per manifest, so that a page's script carries only its own (issue 18).
import staffJson from '../generated/staff.json';
import type { StaffDepartment } from './media-manifest.ts';

/** Staff departments in their order (docs/product-rules.md), with their members. */
export const staffDepartments = staffJson as unknown as readonly StaffDepartment[];
