import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: 'Ví {network}',
  disconnect: 'Ngắt kết nối',
  disconnectNetwork: 'Ngắt kết nối ví {network}',
  looking: 'Đang tìm ví {network}…',
  noneFound:
    'Không tìm thấy ví {network} nào trong trình duyệt này. Hãy cài một tiện ích ví rồi tải lại trang.',
  notSetUp:
    'Trang này chưa thiết lập việc ký trên {chain}: tại đây không ví nào có thể hoán đổi từ chuỗi này.',
  developmentKeys: 'khóa phát triển',
  wallets: 'Ví',
  account: 'Tài khoản',
  copyAddress: 'Sao chép địa chỉ',
  copyAddressOf: 'Sao chép địa chỉ ví {network}',
  addressCopied: 'Đã sao chép địa chỉ {network}.',
  addressNotCopied: 'Không sao chép được địa chỉ {network}: hãy chọn và sao chép thủ công.',
  connectAnother: 'Kết nối ví khác',
  walletMenuFailed: 'Không tải được menu ví. Hãy tải lại trang để thử lại.',
  noSolanaRpc: 'Chưa cấu hình RPC Solana cho API này.',
  noTronRpc: 'Chưa cấu hình node Tron cho API này.',
  walletConnectTitle: 'Kết nối bằng WalletConnect',
  walletConnectScan: 'Quét mã này bằng ứng dụng ví của bạn, hoặc sao chép liên kết vào ví.',
  walletConnectQr: 'Mã QR của liên kết WalletConnect',
  copyLink: 'Sao chép liên kết',
  linkCopied: 'Đã sao chép liên kết.',
  linkNotCopied: 'Không thể sao chép liên kết: hãy chọn và sao chép thủ công.',
  openWalletApp: 'Mở ứng dụng ví',
};
