export { SignInStrip, type SignInStripProps, type SignInDay } from './SignInStrip.tsx';
