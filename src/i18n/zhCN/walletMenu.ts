import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: '{network} 钱包',
  disconnect: '断开连接',
  disconnectNetwork: '断开连接 {network} 钱包',
  looking: '正在查找 {network} 钱包…',
  noneFound: '此浏览器中未找到 {network} 钱包。请安装钱包扩展程序并刷新页面。',
  notSetUp: '本网站未在 {chain} 上设置签名：此处没有钱包可以从该链兑换。',
  developmentKeys: '开发密钥',
  wallets: '钱包',
  account: '账户',
  copyAddress: '复制地址',
  copyAddressOf: '复制地址：{network} 钱包',
  addressCopied: '{network} 地址已复制。',
  addressNotCopied: '无法复制 {network} 地址：请选中后手动复制。',
  connectAnother: '连接其他钱包',
  walletMenuFailed: '无法加载钱包菜单。请刷新页面后重试。',
  noSolanaRpc: '此 API 未配置 Solana RPC。',
  noTronRpc: '此 API 未配置 Tron 节点。',
  walletConnectTitle: '使用 WalletConnect 连接',
  walletConnectScan: '用您的钱包应用扫描此二维码，或将链接复制到钱包中。',
  walletConnectQr: 'WalletConnect 链接的二维码',
  copyLink: '复制链接',
  linkCopied: '链接已复制。',
  linkNotCopied: '无法复制链接：请选中后手动复制。',
  openWalletApp: '打开钱包应用',
};
