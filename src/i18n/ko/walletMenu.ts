import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: '{network} 지갑',
  disconnect: '연결 해제',
  disconnectNetwork: '{network} 지갑 연결 해제',
  looking: '{network} 지갑을 찾는 중…',
  noneFound:
    '이 브라우저에서 {network} 지갑을 찾을 수 없습니다. 지갑 확장 프로그램을 설치하고 페이지를 새로고침하세요.',
  notSetUp:
    '이 사이트는 {chain}에서 서명을 설정하지 않았습니다. 여기서는 어떤 지갑으로도 이 체인에서 스왑할 수 없습니다.',
  developmentKeys: '개발용 키',
  wallets: '지갑',
  account: '계정',
  copyAddress: '주소 복사',
  copyAddressOf: '{network} 지갑 주소 복사',
  addressCopied: '{network} 주소를 복사했습니다.',
  addressNotCopied: '{network} 주소를 복사하지 못했습니다. 주소를 선택해 직접 복사하세요.',
  connectAnother: '다른 지갑 연결',
  walletMenuFailed: '지갑 메뉴를 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  noSolanaRpc: '이 API에 설정된 Solana RPC가 없습니다.',
  noTronRpc: '이 API에 설정된 Tron 노드가 없습니다.',
  walletConnectTitle: 'WalletConnect로 연결',
  walletConnectScan: '지갑 앱으로 이 코드를 스캔하거나 링크를 복사해 붙여 넣으세요.',
  walletConnectQr: 'WalletConnect 링크의 QR 코드',
  copyLink: '링크 복사',
  linkCopied: '링크를 복사했습니다.',
  linkNotCopied: '링크를 복사할 수 없습니다. 링크를 선택해 직접 복사하세요.',
  openWalletApp: '지갑 앱 열기',
};
