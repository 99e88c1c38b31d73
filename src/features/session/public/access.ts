// What other areas use of the access model: the capability hook and the selected organisation.
export { useAccess, useSelectedOrganisation, type Access, type InvitableRole } from '../access';
