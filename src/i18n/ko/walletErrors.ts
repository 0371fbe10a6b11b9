import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: '지갑에서 요청을 거부했습니다.',
  rejectedConnection: '지갑에서 연결 요청을 거부했습니다.',
  rejectedNetworkSwitch: '지갑에서 네트워크 전환 요청을 거부했습니다.',
  rejectedSignature: '지갑에서 서명 요청을 거부했습니다.',
  rejectedTransaction: '지갑에서 트랜잭션 요청을 거부했습니다.',
  unknownChain:
    '지갑을 이 네트워크로 전환할 수 없습니다. 지갑에 네트워크를 추가한 후 다시 시도하세요.',
  wrongNetwork:
    '지갑이 다른 네트워크에 연결되어 있습니다. 이 스왑의 네트워크로 전환한 후 다시 시도하세요.',
  insufficientFunds: '지갑에 이 트랜잭션과 네트워크 수수료를 위한 자금이 부족합니다.',
  connectFailed: '지갑을 연결하지 못했습니다. 다시 시도하세요.',
  requestFailed: '지갑에서 요청을 완료하지 못했습니다. 다시 시도하세요.',
  unreadableTransaction: '서명할 트랜잭션을 읽을 수 없습니다. 다시 시도하세요.',
  unsendableTransaction: '서명된 트랜잭션을 보낼 수 없습니다. 다시 시도하세요.',
  tronLinkAddNode:
    'TronLink가 다른 네트워크에 연결되어 있고, 이 스왑의 네트워크는 TronLink에 기본 제공되지 않습니다. TronLink에 해당 노드를 추가하고 선택한 후 다시 시도하세요. 아무것도 서명하지 않았습니다.',
  walletConnectRelay:
    'WalletConnect가 릴레이에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
  walletConnectAnswer:
    '지갑이 이 스왑에서 요청하지 않은 계정이나 네트워크로 응답했습니다. 아무것도 전송되지 않았습니다.',
  walletConnectClosed: '지갑이 연결되기 전에 WalletConnect가 닫혔습니다.',
  walletConnectChain:
    '지갑이 연결할 때 이 네트워크를 승인하지 않았습니다. 연결을 끊고 다시 연결한 뒤 승인하세요.',
};
