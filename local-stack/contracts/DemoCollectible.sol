// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title The demo collectibles of the local Airlock chains (ERC-721 with metadata)
/// @notice A deliberately small ERC721. Only the deployer mints, and it may move the metadata
///         (`setBaseURI`), as a collection moves to another host: the reference API serves it
///         and points the collection at itself once it knows its own address.
contract DemoCollectible {
    string public name;
    string public symbol;
    string public baseURI;
    address public immutable minter;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _approvals;
    mapping(address => mapping(address => bool)) private _operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);
    /// @dev ERC-4906: every token's metadata moved.
    event BatchMetadataUpdate(uint256 fromTokenId, uint256 toTokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f // ERC-721 metadata
            || interfaceId == 0x49064906; // ERC-4906
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "DemoCollectible: zero address");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        require(owner != address(0), "DemoCollectible: no such token");
        return owner;
    }

    /// @notice `baseURI` followed by the token id in decimals and ".json".
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _decimal(tokenId), ".json");
    }

    function mint(address to, uint256 tokenId) external {
        require(msg.sender == minter, "DemoCollectible: only the minter mints");
        require(to != address(0), "DemoCollectible: mint to the zero address");
        require(_owners[tokenId] == address(0), "DemoCollectible: token exists");
        _owners[tokenId] = to;
        _balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function setBaseURI(string calldata baseURI_) external {
        require(msg.sender == minter, "DemoCollectible: only the minter moves the metadata");
        baseURI = baseURI_;
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || _operators[owner][msg.sender], "DemoCollectible: not allowed");
        _approvals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "DemoCollectible: from is not the owner");
        require(to != address(0), "DemoCollectible: transfer to the zero address");
        require(
            msg.sender == owner || _approvals[tokenId] == msg.sender || _operators[owner][msg.sender],
            "DemoCollectible: not allowed"
        );
        delete _approvals[tokenId];
        unchecked {
            _balances[from] -= 1;
        }
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)
                    == IERC721Receiver.onERC721Received.selector,
                "DemoCollectible: receiver refused"
            );
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + value % 10));
        return string(text);
    }
}
