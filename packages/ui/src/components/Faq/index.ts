export { Faq, type FaqProps, type FaqItem } from './Faq.tsx';
