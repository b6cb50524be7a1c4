// The public surface of @nocturne/ui. One export line per component so bundlers can drop
// what a screen does not use. Each kit adds its lines under its own section only.
export * from './theme/index.ts';
export * from './icons/index.ts';
export { Button, type ButtonProps } from './components/Button/index.ts';
export { IconButton, type IconButtonProps } from './components/IconButton/index.ts';
export { BottomSheet, type BottomSheetProps } from './components/BottomSheet/index.ts';

// Navigation, overlays, basics (kit A)
export { OverlayShell, OverlayTitle, OverlayDescription, OverlayClose, type OverlayShellProps, type OverlayCloseProps } from './components/OverlayShell/index.ts';
export { TabBar, type TabBarItem, type TabBarProps } from './components/TabBar/index.ts';
export { NavBar, type NavBarProps } from './components/NavBar/index.ts';
export { BackToTop, BACK_TO_TOP_THRESHOLD, type BackToTopProps } from './components/BackToTop/index.ts';
export { SearchBar, type SearchBarProps } from './components/SearchBar/index.ts';
export { EmptyIllustration, EmptyState, type EmptyIllustrationKind, type EmptyStateProps } from './components/EmptyState/index.ts';
export { StatusNotice, type StatusNoticeProps } from './components/StatusNotice/index.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/index.ts';
export { SideDrawer, type SideDrawerProps } from './components/SideDrawer/index.ts';
export * from './components/Toast/index.ts';
export { Gate, type GateProps } from './components/Gate/index.ts';
export { AgeGate, type AgeGateProps } from './components/AgeGate/index.ts';
export { InstallOverlay, type InstallOverlayProps, type InstallView } from './components/InstallOverlay/index.ts';

// Feed and player (kit B)
export * from './components/LazyImage/index.ts';
export * from './components/VideoCard/index.ts';
export * from './components/VideoGrid/index.ts';
export * from './components/TagStrip/index.ts';
export * from './components/NoticeBar/index.ts';
export * from './components/BannerCarousel/index.ts';
export * from './components/SectionHeader/index.ts';
export * from './components/InfiniteList/index.ts';
export * from './components/AdSlot/index.ts';
export * from './components/AdStrip/index.ts';
export * from './components/PopupAd/index.ts';
export * from './components/TopicCard/index.ts';
export * from './components/CategoryBrowser/index.ts';
export * from './components/HistoryTags/index.ts';
export * from './components/HotTags/index.ts';
export * from './components/PlayerShell/index.ts';
export * from './components/PlayerControls/index.ts';
export * from './components/ActionBar/index.ts';
export * from './components/EpisodePicker/index.ts';
export * from './components/PaywallSheet/index.ts';
export * from './components/ShareCard/index.ts';
export { IconNotice } from './icons/IconNotice.tsx';

// Member, commerce, tasks, forms, support (kit C)
export { ProfileHeader, type ProfileHeaderProps } from './components/ProfileHeader/index.ts';
export { VipBadge, VIP_BADGE_LEVELS, type VipBadgeProps } from './components/VipBadge/index.ts';
export { VipBanner, type VipBannerProps } from './components/VipBanner/index.ts';
export { BalanceCards, BalanceCard, type BalanceCardsProps, type BalanceCardProps } from './components/BalanceCards/index.ts';
export { TileGrid, type TileGridProps, type Tile } from './components/TileGrid/index.ts';
export { IdentityCard, type IdentityCardProps, type IdentityRow } from './components/IdentityCard/index.ts';
export { VipPlanPicker, type VipPlanPickerProps, type VipPlan } from './components/VipPlanPicker/index.ts';
export { BenefitGrid, type BenefitGridProps } from './components/BenefitGrid/index.ts';
export { PayChannelPicker, type PayChannelPickerProps, type PayChannel } from './components/PayChannelPicker/index.ts';
export { AmountGrid, FREE_AMOUNT, type AmountGridProps, type AmountOption, type AmountCheckResult } from './components/AmountGrid/index.ts';
export { Countdown, formatClock, type CountdownProps } from './components/Countdown/index.ts';
export { Faq, type FaqProps, type FaqItem } from './components/Faq/index.ts';
export { SignInStrip, type SignInStripProps, type SignInDay } from './components/SignInStrip/index.ts';
export { TaskList, type TaskListProps, type TaskItem, type TaskState } from './components/TaskList/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export { TextArea, type TextAreaProps } from './components/TextArea/index.ts';
export { ImageUpload, type ImageUploadProps } from './components/ImageUpload/index.ts';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/index.ts';
export { ChatBubble, type ChatBubbleProps, type ChatMessageView, type ChatDirection } from './components/ChatBubble/index.ts';
export { ChatThread, type ChatThreadProps } from './components/ChatThread/index.ts';
export { ChatComposer, type ChatComposerProps } from './components/ChatComposer/index.ts';
export * from './components/DanmakuOverlay/index.ts';
export * from './components/DanmakuSettings/index.ts';
export * from './components/DanmakuComposer/index.ts';
export { RecordTabs, type RecordTabsProps, type RecordTab } from './components/RecordTabs/index.ts';
export { ResultNotice, type ResultNoticeProps, type ResultTone } from './components/ResultNotice/index.ts';
export { RecordItem, type RecordItemProps, type RecordDetail } from './components/RecordItem/index.ts';
export { InviteItem, type InviteItemProps } from './components/InviteItem/index.ts';

// Operator console, desktop first. Only these modules import TanStack Table and
// d3: the member app never imports them, so they tree-shake out of its bundle.
export * from './components/Pager/index.ts';
export * from './components/DataTable/index.ts';
export { FormField, RequiredMark, type FormFieldProps } from './components/FormField/index.ts';
export { FormTextField, type FormTextFieldProps } from './components/FormTextField/index.ts';
export { FormTextArea, type FormTextAreaProps } from './components/FormTextArea/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export { SelectField, NativeSelect, type SelectFieldProps, type NativeSelectProps, type SelectOption } from './components/SelectField/index.ts';
export { SwitchField, type SwitchFieldProps } from './components/SwitchField/index.ts';
export { ImageField, type ImageFieldProps, type PickedImage } from './components/ImageField/index.ts';
export * from './components/FilterBar/index.ts';
export * from './components/MetricChart/index.ts';
export * from './components/SideNav/index.ts';
export * from './components/PageHeader/index.ts';

// 离线缓存 (offline viewing): the video page's 缓存 control and the 离线缓存 page.
export * from './components/ProgressBar/index.ts';
export * from './components/DownloadButton/index.ts';
export * from './components/QualityPickerSheet/index.ts';
export * from './components/OfflineList/index.ts';
export * from './components/StorageMeter/index.ts';
