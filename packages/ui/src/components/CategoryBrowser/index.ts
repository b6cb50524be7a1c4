export { CategoryBrowser, type Category, type CategoryBrowserProps } from './CategoryBrowser.tsx';
