import type { Translation } from '../../lib/messages';
import type { settingsMessages } from '../en/settings';

export const settings: Translation<typeof settingsMessages.en> = {
  language: 'Ngôn ngữ',
  slippage: 'Dung sai trượt giá',
  customSlippage: 'Trượt giá tùy chỉnh (%)',
  custom: 'Tùy chỉnh',
  current: 'Hiện tại: {value}',
  currentDefault: 'Hiện tại: {value} (mặc định)',
  useDefault: 'Dùng mặc định ({value})',
  slippageLow: 'Trượt giá thấp như vậy: giao dịch của bạn có thể thất bại.',
  slippageHigh: 'Trượt giá cao như vậy: bạn có thể nhận ít hơn nhiều so với báo giá.',
  slippageNotANumber: 'Nhập một tỷ lệ phần trăm, ví dụ 0,5.',
  slippageDecimals: 'Dùng tối đa hai chữ số thập phân (0,01%).',
  slippageTooHigh: 'Không chấp nhận trượt giá trên {max}.',
  evmPriorityFee: 'Phí ưu tiên EVM',
  solanaPriorityFee: 'Phí ưu tiên Solana',
  solanaTip: 'Tip Solana',
  feeWithUnit: '{label} ({unit})',
  auto: 'Tự động',
  levelLow: 'Thấp',
  levelMedium: 'Trung bình',
  levelHigh: 'Cao',
  levelUltra: 'Rất cao',
  levelDegen: 'Cao nhất',
  feeNotANumber: 'Nhập một số.',
  feeWholeNumber: 'Nhập một số nguyên.',
  feeDecimals: { other: 'Tối đa {count} chữ số thập phân.' },
  feeTooHigh: 'Mức này quá cao.',
  liteMode: 'Chế độ Lite',
  liteModeDescription:
    'Lộ trình Solana trực tiếp một chặng, được tạo ngay trong trình duyệt của bạn. Giao dịch nhỏ hơn.',
  unlimitedApprovals: 'Phê duyệt token không giới hạn',
  unlimitedApprovalsDescription:
    'Tắt: mỗi lần hoán đổi chỉ phê duyệt đúng số lượng cần chi tiêu. Bật: một lần phê duyệt cho mỗi token và hợp đồng, nhưng sau đó hợp đồng ấy có thể chi tiêu toàn bộ token đó của bạn.',
  providers: 'Nhà cung cấp',
  providersNone: 'Nhà cung cấp sẽ xuất hiện ở đây khi đã tìm thấy lộ trình.',
  providersHint:
    'Khi có nhà cung cấp được đặt là “Chỉ dùng”, lộ trình chỉ dùng những nhà cung cấp đó.',
  providerAny: 'Dùng',
  providerOnly: 'Chỉ dùng',
  providerNever: 'Không dùng',
};
