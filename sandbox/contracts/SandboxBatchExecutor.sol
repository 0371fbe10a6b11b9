// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The code an account lends itself with EIP-7702 (the sandbox phone wallet's smart-account
/// mode): `execute` runs a batch of calls from the account, in one transaction, all or nothing.
/// Only the account itself may call it (a transaction it sends to its own address), so nobody
/// else can spend through a delegated account.
contract SandboxBatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    function execute(Call[] calldata calls) external payable {
        require(msg.sender == address(this), "SandboxBatchExecutor: not the account");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                // The call's own revert reason, so the batch fails as its call did.
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }

    /// A delegated account still receives the native coin as a plain account does.
    receive() external payable {}
}
