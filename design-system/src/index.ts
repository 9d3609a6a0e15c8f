// Languages: the Lingui instance, the provider every tree sits in, the locales Duet speaks
export * from './i18n';

// Primitives
export * from './components/Spinner';
export * from './components/LoadingState';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/PasswordField';
export * from './components/Switch';
export * from './components/Avatar';
export * from './components/CountBadge';
export * from './components/Tag';
export * from './components/Chip';
export * from './components/BranchSwitcher';
export * from './components/CopyButton';
export * from './components/ReadAloudButton';
export * from './components/VoiceConversation';
export * from './components/Tooltip';
export * from './components/EmptyState';
export * from './components/Dialog';
export * from './components/DropdownMenu';

// App frame
export * from './components/Brand';
export * from './components/AppHeader';
export * from './components/AccountMenu';
export * from './components/PublicNav';
export * from './components/ThreadListItem';
export * from './components/ConfirmDialog';
export * from './components/DeleteAccountDialog';
export * from './components/EmailChange';
export * from './components/PersonalInstructions';
export * from './components/TemporaryChat';
export * from './components/ToolApprovalCard';
export * from './components/ToolServers';
export * from './components/ThemeChoice';
export * from './components/LanguageChoice';
export * from './components/ConfirmButton';
export * from './components/HighlightedText';
export * from './components/SearchDialog';
export * from './components/ShortcutsDialog';
export * from './components/Sidebar';
export * from './components/SkipLink';
export * from './components/SidebarProjects';
export * from './components/ProjectSettings';

// Chat
export * from './components/MessageList';
export * from './components/ChatMessage';
export * from './components/ToolActivity';
export * from './components/MessageInfo';
export * from './components/BasedOn';
export * from './components/AnswerSources';
export * from './components/QuotedQuestion';
export * from './components/ReplyLabel';
export * from './components/PromptSuggestions';
export * from './components/ChatPhaseIndicator';
export * from './components/MessageComposer';
export * from './components/ModelPicker';
export * from './components/OfflineBrainNotice';
export * from './components/OfflineBanner';
export * from './components/PublicPageOffer';
export * from './components/UsageLimitNotice';
export * from './components/UsageOverview';
export * from './components/MessageEditor';
export * from './components/FeedbackButtons';
export * from './components/FileElement';
export * from './components/ProfilePalProgress';

// Notifications
export * from './components/NotificationBell';
export * from './components/NotificationItem';

// Profile and twin
export * from './components/ProfileHeader';
export * from './components/ProfileSection';
export * from './components/ChatCallToAction';
export * from './components/PreviewBanner';
export * from './components/UpdatePrompt';
export * from './components/ProfileSettingsDialog';
export * from './components/TwinCard';
export * from './components/TwinEmbedFrame';
export * from './components/EmbedSettings';
export * from './components/TwinConversationItem';
export * from './components/TwinInsights';
export * from './components/TwinAccessSettings';
export * from './components/EditableList';
export * from './components/ProfileSuggestions';
export * from './components/ItemListEditor';
export * from './components/PhotoGrid';
export * from './components/AvatarEditor';

// AI models (the admin page)
export * from './components/AiConnectionForm';
export * from './components/AiConnectionCard';
export * from './components/AiConnectionTestResult';
export * from './components/AiModelDefaults';
export * from './components/OllamaFoundBanner';

// The admin area
export * from './components/PersonRow';
export * from './components/SectionNav';

// Pages' pieces
export * from './components/ExportProgress';
export * from './components/ImportPanel';
export * from './components/MemoryChanges';
export * from './components/MemorySuggestions';
export * from './components/DocumentRow';
export * from './components/DocumentDropzone';
export * from './components/AddLinkForm';
export * from './components/KnowledgeQuota';
export * from './components/DocumentReader';
export * from './components/LandingHero';
export * from './components/NotFound';
export * from './components/SharedTranscript';
export * from './components/AuthLayout';
export * from './components/LoginForm';
export * from './components/SignupForm';
export * from './components/SingleSignOn';
export * from './components/ForgotPasswordForm';
export * from './components/ResetPasswordForm';
export * from './components/Page';
export * from './components/PageContents';
