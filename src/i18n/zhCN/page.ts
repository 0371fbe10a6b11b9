import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: '跨链兑换',
  tagline: '一个组件，跨链路由',
  switchToDarkTheme: '切换到深色主题',
  switchToLightTheme: '切换到浅色主题',
  apiUrlRefused: '链接中的 apiUrl 被拒绝：{reason}改用 {origin}。',
  apiUrlNotValid: '它无效。',
  amountNotRead:
    '无法读取链接中的数量（{amount}），因此未填入数量。链接中的数量应写成 7.5 或 7,5，且大于零。',
  apiIgnored: '链接请求使用另一个路由 API（{requested}），已被忽略：此页面只使用 {origin}。',
};
