// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The demo tokens of the local Airlock chains (ADT, aUSD)
/// @notice A deliberately small ERC20. The whole supply is created once, for whoever deploys it;
///         there is no mint, burn or owner afterwards.
contract DemoToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @param initialSupply Smallest units credited to the deployer.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "DemoToken: allowance too low");
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "DemoToken: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= value, "DemoToken: balance too low");
        unchecked {
            balanceOf[from] = held - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
