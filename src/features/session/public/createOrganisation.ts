// The form a user with no organisation fills in before anything else (the console layout loads it lazily).
export { default } from '../components/CreateOrganisation';
