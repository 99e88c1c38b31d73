// An instance's confirmed actions (release, archive, ...), for the compute area's idle GPU dialog.
export { default as ConfirmActionDialog } from '../components/actions/ConfirmActionDialog';
