// The signed-in user's menu (name, profile, sign-out), for the console's app bar and the portal's header.
export { default as ProfileMenu } from '../components/ProfileMenu';
